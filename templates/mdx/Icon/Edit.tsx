import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Edit`. */
export default iconComponent('pencil')
