// Linux's file-change notifications (inotify(7)), for the viewer's file watcher; part of the C library.
#include <sys/inotify.h>
