import SwiftUI

// A form whose labels all take the width of the widest one, so the text fields line up.
// Each label measures itself with a GeometryReader in its background and reports its width
// through a preference; the preference keeps the largest width; the form stores it in @State
// (onPreferenceChange) and gives it back to every label as a fixed frame width.

struct LabelWidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct FieldRow: View {
    let label: String
    @Binding var text: String
    let labelWidth: CGFloat?

    var body: some View {
        HStack {
            Text(label)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: LabelWidthKey.self, value: proxy.size.width)
                })
                .frame(width: labelWidth, alignment: .leading)
                .id(label)
            TextField(label, text: $text)
        }
    }
}

struct ContentView: View {
    @State private var name = "Ada Lovelace"
    @State private var email = ""
    @State private var phone = ""
    @State private var labelWidth: CGFloat?

    var body: some View {
        Form {
            Section("Contact") {
                FieldRow(label: "Name", text: $name, labelWidth: labelWidth)
                FieldRow(label: "Email", text: $email, labelWidth: labelWidth)
                FieldRow(label: "Phone number", text: $phone, labelWidth: labelWidth)
            }
        }
        .onPreferenceChange(LabelWidthKey.self) { width in
            labelWidth = width
        }
    }
}

#Preview {
    ContentView()
}
