import { ICONS } from '../../../src/shared/icons.js'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/LightMode`. */
export default iconComponent(ICONS.sun)
