import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Arrow`. */
export default iconComponent('chevron')
