/// One line of the overlay legend: a swatch drawn the way the overlay draws, and what it means.
struct LegendEntry: Hashable {
    enum Swatch: Hashable {
        case solidLine, dashedLine, thinLine, area, hatch, outline, dashedOutline, marker, tag
    }

    var swatch: Swatch
    var color: RGBAColor
    var text: String
}
