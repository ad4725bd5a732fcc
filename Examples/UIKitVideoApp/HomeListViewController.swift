#if canImport(UIKit)
import OrientationKit
import UIKit

/// A portrait list with entries that open the player.
final class HomeListViewController: UITableViewController {
    private let section: String
    private let episodes = (1...20).map { "Episode \($0)" }

    init(section: String) {
        self.section = section
        super.init(style: .plain)
        title = section
        orientationPolicy = .portrait
    }

    required init?(coder: NSCoder) {
        self.section = "Home"
        super.init(coder: coder)
        orientationPolicy = .portrait
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        episodes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = episodes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let player = PlayerViewController(episode: episodes[indexPath.row])
        player.hidesBottomBarWhenPushed = true
        navigationController?.pushViewController(player, animated: true)
    }
}
#endif
