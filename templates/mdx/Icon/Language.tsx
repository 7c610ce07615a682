import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Language`. */
export default iconComponent('globe')
