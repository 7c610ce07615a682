import icon from 'chemdocs-icon:check'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Success`: Lucide's `check`. */
export default iconComponent(icon)
