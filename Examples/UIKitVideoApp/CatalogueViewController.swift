#if canImport(UIKit)
import OrientationKit
import UIKit

/// The episode catalogue, pushed from the player in the player's orientation
/// (`.matchPresenting`). To show it in portrait instead, as an earlier
/// version of the demo did, give it `.portrait`.
final class CatalogueViewController: UITableViewController {
    override init(style: UITableView.Style) {
        super.init(style: style)
        title = "Catalogue"
        orientationPolicy = .matchPresenting
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        orientationPolicy = .matchPresenting
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Chapter \(indexPath.row + 1)"
        return cell
    }
}
#endif
