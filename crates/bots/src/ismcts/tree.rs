//! The search tree's arena. Each node is stored in two parallel arrays: what the selection reads
//! of every child at every visit ([`Node`]: the move, its statistics) and the rest ([`Links`]:
//! where its own children are, its simultaneous-step roots, its prior). A node's children lie
//! side by side (`children..children + len`, room for `cap`), so the selection reads a node's
//! children in a few cache lines, where children scattered over a long search's arena (tens of
//! MB) would each miss the cache. A full block moves to the end of the arena at twice its size
//! (its old place stays unused), or grows in place when it is the arena's last. Children are
//! read newest first (the order of the linked lists before issue 25, which tie-breaks keep).

use engine::Seat;

pub(super) const NONE: u32 = u32::MAX;

/// The part of a node the selection reads for every child: the move into it (`None` at a
/// root), who made it, and its statistics.
#[derive(Clone, Copy, Debug)]
pub(super) struct Node<A> {
    pub action: Option<A>,
    pub seat: Seat,
    pub visits: u32,
    pub avail: u32,
    /// Sum of rewards of `seat`.
    pub reward: f32,
    /// The normalised mean reward as the selection last computed it, valid while `q_epoch` is
    /// the search's epoch (a new reward here, or a new reward range, makes it stale).
    pub q: f32,
    pub q_epoch: u32,
    /// Where `action` stood in the legal list the last time this node was available: the
    /// lists of one node's determinizations are mostly the same, so the selection looks there
    /// first instead of searching the list for every child.
    pub hint: u32,
    /// The node's children: `children..children + len`.
    children: u32,
    len: u32,
}

/// The rest of a node.
#[derive(Clone, Copy, Debug)]
pub(super) struct Links {
    cap: u32,
    /// First of the per-seat information-set roots of a simultaneous step starting here.
    pub shadow: u32,
    /// Guided search only: the prior of the node's action, and whether its children were
    /// given priors.
    pub prior: f32,
    pub primed: bool,
}

impl<A> Node<A> {
    fn new(action: Option<A>, seat: Seat) -> Self {
        Node {
            action,
            seat,
            visits: 0,
            avail: 0,
            reward: 0.0,
            q: 0.0,
            q_epoch: 0,
            hint: 0,
            children: NONE,
            len: 0,
        }
    }
}

const NO_LINKS: Links = Links {
    cap: 0,
    shadow: NONE,
    prior: 0.0,
    primed: false,
};

pub(super) struct Tree<A> {
    pub nodes: Vec<Node<A>>,
    pub links: Vec<Links>,
}

impl<A: Copy + PartialEq> Tree<A> {
    pub fn with_capacity(n: usize) -> Self {
        Tree {
            nodes: Vec::with_capacity(n),
            links: Vec::with_capacity(n),
        }
    }

    /// A new root (no move into it) for `seat`; returns its index.
    pub fn push_root(&mut self, seat: Seat) -> u32 {
        self.nodes.push(Node::new(None, seat));
        self.links.push(NO_LINKS);
        self.nodes.len() as u32 - 1
    }

    /// The indexes of `parent`'s children, newest first.
    #[inline]
    pub fn children(&self, parent: u32) -> std::iter::Rev<std::ops::Range<u32>> {
        let p = &self.nodes[parent as usize];
        let start = if p.len == 0 { 0 } else { p.children };
        (start..start + p.len).rev()
    }

    /// Where `child` (a child of `parent`) stands in `parent`'s block: the same for the
    /// child's whole life, while its index may change when the block moves.
    pub fn place(&self, parent: u32, child: u32) -> usize {
        (child - self.nodes[parent as usize].children) as usize
    }

    pub fn find_child(&self, parent: u32, mover: Seat, a: A) -> Option<u32> {
        self.children(parent).find(|&c| {
            let c = &self.nodes[c as usize];
            c.seat == mover && c.action == Some(a)
        })
    }

    /// A new child of `parent` (available once), at the end of its block. Moves the block
    /// when it is full: indexes of `parent`'s children taken before are then stale.
    pub fn add_child(&mut self, parent: u32, mover: Seat, a: A) -> u32 {
        let p = self.nodes[parent as usize];
        let cap = self.links[parent as usize].cap;
        let mut start = p.children;
        if p.len == cap {
            let old = cap;
            let cap = (cap * 2).max(2);
            let end = self.nodes.len();
            if p.len > 0 && (start + old) as usize == end {
                // The block is the arena's last: it grows in place.
            } else {
                if p.len > 0 {
                    let block = start as usize..(start + p.len) as usize;
                    self.nodes.extend_from_within(block.clone());
                    self.links.extend_from_within(block);
                }
                start = end as u32;
            }
            let new_end = (start + cap) as usize;
            self.nodes.resize(new_end, Node::new(None, mover));
            self.links.resize(new_end, NO_LINKS);
            self.nodes[parent as usize].children = start;
            self.links[parent as usize].cap = cap;
        }
        let id = start + p.len;
        let mut node = Node::new(Some(a), mover);
        node.avail = 1;
        self.nodes[id as usize] = node;
        self.links[id as usize] = NO_LINKS;
        self.nodes[parent as usize].len += 1;
        id
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn children_stay_together_newest_first_through_moves() {
        let mut tree: Tree<u8> = Tree::with_capacity(1);
        let root = tree.push_root(0);
        let other = tree.push_root(1);
        for a in 0..20u8 {
            let id = tree.add_child(root, 0, a);
            tree.nodes[id as usize].visits = a as u32;
            // Another node's children in between make the root's block move.
            if a % 3 == 0 {
                tree.add_child(other, 1, a);
            }
            let seen: Vec<u8> = tree
                .children(root)
                .map(|c| tree.nodes[c as usize].action.unwrap())
                .collect();
            assert_eq!(seen, (0..=a).rev().collect::<Vec<_>>());
            for c in tree.children(root) {
                let n = &tree.nodes[c as usize];
                assert_eq!(n.visits, n.action.unwrap() as u32);
                assert_eq!(tree.place(root, c), n.action.unwrap() as usize);
            }
        }
        assert_eq!(tree.children(other).count(), 7);
        assert_eq!(
            tree.find_child(root, 0, 7).map(|c| tree.place(root, c)),
            Some(7)
        );
        assert_eq!(tree.find_child(root, 1, 7), None);
        assert_eq!(tree.find_child(root, 0, 20), None);
    }
}
