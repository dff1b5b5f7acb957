// The device library's private header.
