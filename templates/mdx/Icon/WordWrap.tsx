import { iconComponent } from './icon-component.js'

/** `@theme/Icon/WordWrap`. */
export default iconComponent('wrap')
