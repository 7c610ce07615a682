import { ICONS } from '../../../src/shared/icons.js'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/DarkMode`. */
export default iconComponent(ICONS.moon)
