//! The bytes the allocator hands out, counted (`kohle_heap_bytes`): a host compares them with
//! the resident memory to tell what the games keep from what the allocator keeps around them.
//! `kohle-serve` wraps its allocator in [`Counting`]; a program that does not reports nothing.

use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static COUNTING: AtomicBool = AtomicBool::new(false);

/// An allocator that counts the bytes in use of the allocator `A` it wraps.
pub struct Counting<A>(pub A);

unsafe impl<A: GlobalAlloc> GlobalAlloc for Counting<A> {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let p = unsafe { self.0.alloc(l) };
        if !p.is_null() {
            IN_USE.fetch_add(l.size(), Ordering::Relaxed);
        }
        p
    }
    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        let p = unsafe { self.0.alloc_zeroed(l) };
        if !p.is_null() {
            IN_USE.fetch_add(l.size(), Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        IN_USE.fetch_sub(l.size(), Ordering::Relaxed);
        unsafe { self.0.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, n: usize) -> *mut u8 {
        let q = unsafe { self.0.realloc(p, l, n) };
        if !q.is_null() {
            IN_USE.fetch_add(n, Ordering::Relaxed);
            IN_USE.fetch_sub(l.size(), Ordering::Relaxed);
        }
        q
    }
}

/// Says that the process's allocator is a [`Counting`] one (call first thing in `main`).
pub fn counting() {
    COUNTING.store(true, Ordering::Relaxed);
}

/// The bytes in use, when the allocator counts them.
pub fn in_use() -> Option<usize> {
    COUNTING
        .load(Ordering::Relaxed)
        .then(|| IN_USE.load(Ordering::Relaxed))
}
