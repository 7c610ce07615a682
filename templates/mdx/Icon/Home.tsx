import icon from 'chemdocs-icon:house'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Home`: Lucide's `house`. */
export default iconComponent(icon)
