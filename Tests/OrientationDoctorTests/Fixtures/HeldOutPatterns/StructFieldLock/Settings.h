#import <UIKit/UIKit.h>

// A C settings struct whose field holds the mask a screen returns (RetroArch's
// `apple_frontend_settings.orientation_flags`).
typedef struct {
    char orientations[32];
    unsigned orientation_flags;
} frontend_settings_t;

extern frontend_settings_t frontend_settings;
