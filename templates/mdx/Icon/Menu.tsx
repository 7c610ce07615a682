import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Menu`. */
export default iconComponent('menu')
