import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Close`. */
export default iconComponent('close')
