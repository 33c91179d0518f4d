import PlumbLayout
import CCairo
import CPangoCairo
/// Cairo painting and Pango text measuring (under construction).
public enum PlumbRender {}
