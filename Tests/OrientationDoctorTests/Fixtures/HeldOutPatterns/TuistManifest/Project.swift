import ProjectDescription

let project = Project(
    name: "Reader",
    settings: .settings(base: [
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad": "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft", // expect: ORI-733
    ]),
    targets: [
        .target(
            name: "Reader",
            destinations: [.iPhone, .iPad],
            product: .app,
            bundleId: "org.example.reader",
            infoPlist: .extendingDefault(with: [
                "UILaunchScreen": [:],
                "UISupportedInterfaceOrientations": [ // expect: ORI-733
                    "UIInterfaceOrientationPortrait",
                    "UIInterfaceOrientationLandscapeRight",
                ],
                "UIRequiresFullScreen": true, // expect: ORI-730
            ]),
            sources: ["Sources/**"]
        ),
        .target(
            name: "ReaderWatch",
            destinations: [.appleWatch],
            product: .app,
            bundleId: "org.example.reader.watch",
            infoPlist: .extendingDefault(with: [
                "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
            ])
        ),
        .target(
            name: "ReaderExample",
            destinations: .iOS,
            product: .app,
            bundleId: "org.example.reader.example",
            infoPlist: .extendingDefault(with: [
                "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"],
            ])
        ),
        .target(
            name: "ReaderWidget",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "org.example.reader.widget",
            infoPlist: .extendingDefault(with: ["UIRequiresFullScreen": .boolean(false)])
        ),
    ]
)
