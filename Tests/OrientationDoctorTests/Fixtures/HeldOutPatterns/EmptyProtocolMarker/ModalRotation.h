#import <Foundation/Foundation.h>

// An empty protocol the Objective-C hook tests the presented screen against (Alfresco's `ModalRotation`, held-out
// set 164): a marker that lets the screen that adopts it rotate. A protocol that declares a method is no marker.
@protocol ModalRotation <NSObject> // expect: ORI-706
@end

@protocol PreviewDelegate <NSObject>
- (void)previewDidClose;
@end
