from libdlx import Count as Count, InputError as InputError
