import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Success`. */
export default iconComponent('check')
