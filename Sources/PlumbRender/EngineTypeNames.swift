import PlumbLayout

/// X11's headers (pulled in by cairo-xlib.h) also define `Font`; in this module it is the engine's.
typealias Font = PlumbLayout.Font
