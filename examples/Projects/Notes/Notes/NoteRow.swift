import SwiftUI

struct NoteRow: View {
    let note: Note

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(note.title)
                .lineLimit(1)
            Spacer(minLength: 12)
            Text("\(note.words) words")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 6)
    }
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    NoteRow(note: Note.samples[1])
        .padding()
        .background(Color("Paper"))
}
