import Foundation
import PlumbLayout

/// A `Slider`'s track filled to `fraction` of its length, the thumb there.
public struct SliderTrack: PaintedContent, Hashable {
    /// UISlider's thumb: its centre travels the slider's width less one diameter.
    public static let thumbDiameter: CGFloat = 27

    public var fraction: Double
    public var name: String { "Slider" }

    public init(fraction: Double) { self.fraction = fraction }
}
