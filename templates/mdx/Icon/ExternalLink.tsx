import icon from 'chemdocs-icon:external-link'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/ExternalLink`: the arrow out of a box Docusaurus puts after external links, 13.5 px. */
export default iconComponent(icon, 13.5)
