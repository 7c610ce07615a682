import icon from 'chemdocs-icon:text-wrap'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/WordWrap`: Lucide's `text-wrap`. */
export default iconComponent(icon)
