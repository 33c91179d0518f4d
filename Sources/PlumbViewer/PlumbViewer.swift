import PlumbScene
import PlumbRender
import CX11
/// The X11 live viewer (under construction).
public enum PlumbViewer {}
