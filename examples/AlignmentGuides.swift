// Alignment guides, implicit and explicit. Tap the row to move the green bar's bottom guide.
// (A placeholder for the default example: `./scripts/preview.sh` opens it in the viewer.)
import SwiftUI

struct ContentView: View {
    @State private var raised = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Alignment guides")
            HStack(alignment: .bottom, spacing: 8) {
                Color.red.frame(width: 50, height: 80).id("red")
                Color.green.frame(width: 50, height: 40)
                    .alignmentGuide(.bottom) { d in raised ? d.height : d.height / 2 }
                    .id("green")
                Color.blue.frame(width: 50, height: 60).id("blue")
            }
            .onTapGesture { withAnimation(.spring()) { raised.toggle() } }
            .id("row")
            VStack(alignment: .leading, spacing: 8) {
                RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 120, height: 30)
                RoundedRectangle(cornerRadius: 8).fill(Color.purple).frame(width: 80, height: 30)
                    .alignmentGuide(.leading) { _ in -40 }
                    .id("shifted")
                RoundedRectangle(cornerRadius: 8).fill(Color.teal).frame(width: 160, height: 30)
            }
            .id("column")
        }
        .padding()
        .id("root")
    }
}

#Preview("Alignment guides", traits: .fixedLayout(width: 390, height: 360)) {
    ContentView()
}
