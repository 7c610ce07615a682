import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Copy`. */
export default iconComponent('copy')
