// Alignment guides: why a view sits where it does inside a stack.
//
// A stack lines its children up by one guide each: an HStack by a vertical position (`.top`, `.center`,
// `.bottom`, …), a VStack by a horizontal one (`.leading`, `.center`, `.trailing`). Every view has a default
// value for every guide — `.leading` is 0, `.trailing` is its width, `.center` half of it: the implicit guides.
// `.alignmentGuide(_:computeValue:)` replaces one of them with an explicit value, and the stack moves the view so
// that value lands on the stack's line. Custom `AlignmentID`s add guides of your own, with defaults you choose,
// and because explicit values travel up through containers they can line up views that are not siblings.
//
// Plumb draws each guide: dashed where the value is implicit, solid where `.alignmentGuide` set it.
// Four previews: press N in the viewer to go through them.

import SwiftUI

// MARK: 1. Implicit and explicit guides in stacks

struct StackGuides: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            // Bottom-aligned: red and blue rest on the line by their bottoms (implicit: their heights);
            // green moves down until its explicit bottom guide — half its height — is on the line.
            HStack(alignment: .bottom, spacing: 8) {
                Color.red.frame(width: 50, height: 80).id("red")
                Color.green.frame(width: 50, height: 40)
                    .alignmentGuide(.bottom) { d in d.height / 2 }
                    .id("green")
                Color.blue.frame(width: 50, height: 60).id("blue")
            }
            .id("row")

            // Leading-aligned: orange uses its implicit leading guide (0). Purple says its leading guide is 30 pt
            // to the left of its edge, so the stack moves it 30 pt right; teal puts its trailing edge on the line.
            VStack(alignment: .leading, spacing: 8) {
                RoundedRectangle(cornerRadius: 6).fill(.orange).frame(width: 160, height: 24).id("orange")
                RoundedRectangle(cornerRadius: 6).fill(.purple).frame(width: 100, height: 24)
                    .alignmentGuide(.leading) { _ in -30 }
                    .id("purple")
                RoundedRectangle(cornerRadius: 6).fill(.teal).frame(width: 120, height: 24)
                    .alignmentGuide(.leading) { d in d[.trailing] }
                    .id("teal")
            }
            .id("column")
        }
        .padding()
    }
}

// MARK: 2. A custom guide whose default is the view's height

extension HorizontalAlignment {
    /// Each view's default for this guide is its own height, so taller views stand further to the left.
    private enum HeightGuide: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }

    static let height = HorizontalAlignment(HeightGuide.self)
}

struct HeightGuides: View {
    var body: some View {
        VStack(alignment: .height, spacing: 6) {
            Color.gray.frame(width: 240, height: 1).id("topLine")
            Text("caption").font(.caption).id("caption")
            Text("body").id("body")
            Text("title").font(.title).id("title")
            Text("large").font(.largeTitle).id("large")
            Color.gray.frame(width: 240, height: 1).id("bottomLine")
        }
        .padding()
    }
}

// MARK: 3. Aligning views that are not siblings

extension VerticalAlignment {
    /// The selected row's centre. Only the selected row gives an explicit value, so the list's value for this
    /// guide is that row's centre, and the HStack lines the arrow up with it.
    private enum SelectedRow: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }

    static let selectedRow = VerticalAlignment(SelectedRow.self)
}

struct FollowTheSelection: View {
    @State private var selection = 1
    let topics = ["Proposals", "Stacks", "Frames", "Alignment guides"]

    var body: some View {
        HStack(alignment: .selectedRow, spacing: 12) {
            Image(systemName: "arrow.right.circle.fill")
                .font(.title)
                .foregroundColor(.accentColor)
                .id("arrow")
            VStack(alignment: .leading, spacing: 4) {
                ForEach(topics.indices, id: \.self) { index in
                    row(index)
                }
            }
        }
        .padding()
    }

    @ViewBuilder
    private func row(_ index: Int) -> some View {
        let label = Text(topics[index])
            .padding(8)
            .background(RoundedRectangle(cornerRadius: 6).fill(index == selection ? Color.yellow.opacity(0.5) : Color.clear))
            .onTapGesture { withAnimation { selection = index } }
        if index == selection {
            label
                .alignmentGuide(.selectedRow) { d in d[VerticalAlignment.center] }
                .id("row\(index)")
        } else {
            label.id("row\(index)")
        }
    }
}

// MARK: 4. A ZStack aligned by a custom two-axis alignment

extension HorizontalAlignment {
    private enum BadgeX: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.trailing] }
    }

    static let badge = HorizontalAlignment(BadgeX.self)
}

extension VerticalAlignment {
    private enum BadgeY: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
    }

    static let badge = VerticalAlignment(BadgeY.self)
}

extension Alignment {
    /// By default a view's top-trailing corner; the badge moves its own centre onto that point.
    static let badge = Alignment(horizontal: .badge, vertical: .badge)
}

struct BadgedCard: View {
    var body: some View {
        ZStack(alignment: .badge) {
            RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 160, height: 100).id("card")
            Circle().fill(.red).frame(width: 30, height: 30)
                .alignmentGuide(HorizontalAlignment.badge) { d in d[HorizontalAlignment.center] }
                .alignmentGuide(VerticalAlignment.badge) { d in d[VerticalAlignment.center] }
                .id("badge")
        }
        .padding(30)
    }
}

#Preview("Stacks") { StackGuides() }
#Preview("Height guide") { HeightGuides() }
#Preview("Non-siblings") { FollowTheSelection() }
#Preview("Two-axis ZStack") { BadgedCard() }
