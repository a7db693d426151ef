from libdlx import Count as Count, InputError as InputError, MergeError as MergeError, PartResult as PartResult
