#if canImport(UIKit)
import UIKit
#if canImport(UniformTypeIdentifiers)
import UniformTypeIdentifiers
#endif

/// Picks plan files from Files (iCloud Drive, On My iPhone, other apps'
/// providers) and hands their URLs over.
@MainActor
final class DocumentImporter: NSObject, UIDocumentPickerDelegate {
    private let onPick: ([URL]) -> Void

    init(onPick: @escaping ([URL]) -> Void) {
        self.onPick = onPick
        super.init()
    }

    /// Shows the document picker for JSON files.
    func present(from presenter: UIViewController) {
        let picker: UIDocumentPickerViewController
        if #available(iOS 14.0, *) {
            picker = UIDocumentPickerViewController(forOpeningContentTypes: [.json], asCopy: true)
        } else {
            picker = UIDocumentPickerViewController(documentTypes: ["public.json"], in: .import)
        }
        picker.delegate = self
        picker.allowsMultipleSelection = true
        presenter.present(picker, animated: true)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        onPick(urls)
    }
}
#endif
