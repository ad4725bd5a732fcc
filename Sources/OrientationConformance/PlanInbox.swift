import Foundation

/// Where a plan shared with the app arrives. With
/// `LSSupportsOpeningDocumentsInPlace` false, the system copies a file
/// shared by AirDrop, Mail or "Open in" into `Documents/Inbox` and hands
/// the app that copy; the app keeps its own copy of the plan, so the inbox
/// copy is removed once imported instead of piling up.
public enum PlanInbox {
    /// True when `file` is a copy the system left in the app's inbox
    /// (`documents/Inbox/...`), which the app may delete.
    public static func isInboxCopy(_ file: URL, documents: URL) -> Bool {
        let inbox = documents.standardizedFileURL.appendingPathComponent("Inbox", isDirectory: true).path
        let path = file.standardizedFileURL.path
        return path.hasPrefix(inbox.hasSuffix("/") ? inbox : inbox + "/")
    }
}
