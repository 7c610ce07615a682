import { iconComponent } from './icon-component.js'

/** `@theme/Icon/LightMode`. */
export default iconComponent('sun')
