import icon from 'chemdocs-icon:languages'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Language`: Lucide's `languages`. */
export default iconComponent(icon)
