import { MORE_ICONS } from '../../../src/shared/icons.js'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Copy`. */
export default iconComponent(MORE_ICONS.copy)
