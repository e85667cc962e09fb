//! The canonical forms MLIR gives affine expressions as it builds them, so
//! a parsed map prints as mlir-opt prints it (`20 * d0` reads back as
//! `d0 * 20`): constants fold, constants and symbolic terms move to the
//! right of `+` and `*`, adding 0 and multiplying by 1 vanish, and chains
//! like `(d0 + 2) + 3` or `(d0 * 2) * 3` fold their constants.

use crate::attrs::AffineExpr;

fn is_symbolic_or_constant(e: &AffineExpr) -> bool {
    match e {
        AffineExpr::Dim(_) => false,
        AffineExpr::Symbol(_) | AffineExpr::Const(_) => true,
        AffineExpr::Add(a, b)
        | AffineExpr::Mul(a, b)
        | AffineExpr::Mod(a, b)
        | AffineExpr::FloorDiv(a, b)
        | AffineExpr::CeilDiv(a, b) => is_symbolic_or_constant(a) && is_symbolic_or_constant(b),
    }
}

fn constant(e: &AffineExpr) -> Option<i64> {
    match e {
        AffineExpr::Const(c) => Some(*c),
        _ => None,
    }
}

fn boxed(
    kind: fn(Box<AffineExpr>, Box<AffineExpr>) -> AffineExpr,
    a: AffineExpr,
    b: AffineExpr,
) -> AffineExpr {
    kind(Box::new(a), Box::new(b))
}

/// An expression as `term * coefficient` (coefficient 1 when not a product
/// with a constant).
fn term(e: &AffineExpr) -> (&AffineExpr, i64) {
    match e {
        AffineExpr::Mul(x, c) => match constant(c) {
            Some(k) => (x, k),
            None => (e, 1),
        },
        _ => (e, 1),
    }
}

/// `lhs + rhs`, simplified.
pub fn add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    if let (Some(a), Some(b)) = (constant(&lhs), constant(&rhs)) {
        if let Some(sum) = a.checked_add(b) {
            return AffineExpr::Const(sum);
        }
    }
    if constant(&lhs).is_some() && constant(&rhs).is_none()
        || is_symbolic_or_constant(&lhs) && !is_symbolic_or_constant(&rhs)
    {
        return add(rhs, lhs);
    }
    if constant(&rhs) == Some(0) {
        return lhs;
    }
    if let (AffineExpr::Add(inner, c), Some(r)) = (&lhs, constant(&rhs)) {
        if let Some(sum) = constant(c).and_then(|c| c.checked_add(r)) {
            return add((**inner).clone(), AffineExpr::Const(sum));
        }
    }
    // `c1 * e + c2 * e` (a coefficient of 1 left implicit) is `(c1 + c2) * e`.
    let (lhs_term, lhs_k) = term(&lhs);
    let (rhs_term, rhs_k) = term(&rhs);
    if lhs_term == rhs_term {
        if let Some(k) = lhs_k.checked_add(rhs_k) {
            return mul(lhs_term.clone(), AffineExpr::Const(k));
        }
    }
    if let AffineExpr::Add(inner, c) = &lhs {
        if constant(c).is_some() && constant(&rhs).is_none() {
            return add(add((**inner).clone(), rhs), (**c).clone());
        }
    }
    boxed(AffineExpr::Add, lhs, rhs)
}

/// `lhs * rhs`, simplified.
pub fn mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    if let (Some(a), Some(b)) = (constant(&lhs), constant(&rhs)) {
        if let Some(product) = a.checked_mul(b) {
            return AffineExpr::Const(product);
        }
    }
    let (lhs_sym, rhs_sym) = (is_symbolic_or_constant(&lhs), is_symbolic_or_constant(&rhs));
    if !lhs_sym && !rhs_sym {
        // Not affine (a product of dimensions): kept as written.
        return boxed(AffineExpr::Mul, lhs, rhs);
    }
    if lhs_sym && (!rhs_sym || constant(&lhs).is_some()) {
        return mul(rhs, lhs);
    }
    match constant(&rhs) {
        Some(1) => return lhs,
        Some(0) => return AffineExpr::Const(0),
        _ => {}
    }
    if let AffineExpr::Mul(inner, c) = &lhs {
        if let Some(c) = constant(c) {
            return match constant(&rhs).and_then(|r| c.checked_mul(r)) {
                Some(product) => mul((**inner).clone(), AffineExpr::Const(product)),
                None if constant(&rhs).is_none() => {
                    mul(mul((**inner).clone(), rhs), AffineExpr::Const(c))
                }
                None => boxed(AffineExpr::Mul, lhs, rhs),
            };
        }
    }
    boxed(AffineExpr::Mul, lhs, rhs)
}

/// `lhs - rhs` as MLIR builds it: `lhs + rhs * -1`.
pub fn sub(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    add(lhs, mul(rhs, AffineExpr::Const(-1)))
}

/// The division-like affine operators.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DivKind {
    Mod,
    FloorDiv,
    CeilDiv,
}

/// `mod`, `floordiv`, `ceildiv`: constants fold (for a positive divisor).
pub fn div_like(kind: DivKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    if let (Some(a), Some(b)) = (constant(&lhs), constant(&rhs)) {
        if b > 0 {
            let folded = match kind {
                DivKind::Mod => Some(a.rem_euclid(b)),
                DivKind::FloorDiv => Some(a.div_euclid(b)),
                DivKind::CeilDiv => a.checked_add(b - 1).map(|n| n.div_euclid(b)),
            };
            if let Some(v) = folded {
                return AffineExpr::Const(v);
            }
        }
    }
    let build = match kind {
        DivKind::Mod => AffineExpr::Mod,
        DivKind::FloorDiv => AffineExpr::FloorDiv,
        DivKind::CeilDiv => AffineExpr::CeilDiv,
    };
    boxed(build, lhs, rhs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use AffineExpr::*;

    #[test]
    fn constants_and_symbols_go_right() {
        assert_eq!(
            mul(Const(20), Dim(0)),
            Mul(Box::new(Dim(0)), Box::new(Const(20)))
        );
        assert_eq!(
            mul(Symbol(0), Dim(0)),
            Mul(Box::new(Dim(0)), Box::new(Symbol(0)))
        );
        assert_eq!(
            add(Const(4), Dim(0)),
            Add(Box::new(Dim(0)), Box::new(Const(4)))
        );
        assert_eq!(
            add(Symbol(0), Dim(1)),
            Add(Box::new(Dim(1)), Box::new(Symbol(0)))
        );
    }

    #[test]
    fn like_terms_combine() {
        assert_eq!(
            add(Dim(0), Dim(0)),
            Mul(Box::new(Dim(0)), Box::new(Const(2)))
        );
        assert_eq!(sub(Dim(0), Dim(0)), Const(0));
    }

    #[test]
    fn folds() {
        assert_eq!(add(Const(2), Const(3)), Const(5));
        assert_eq!(mul(Dim(0), Const(1)), Dim(0));
        assert_eq!(mul(Dim(0), Const(0)), Const(0));
        assert_eq!(add(Dim(0), Const(0)), Dim(0));
        assert_eq!(
            mul(mul(Dim(0), Const(2)), Const(3)),
            Mul(Box::new(Dim(0)), Box::new(Const(6)))
        );
        assert_eq!(
            add(add(Dim(0), Const(2)), Const(3)),
            Add(Box::new(Dim(0)), Box::new(Const(5)))
        );
        assert_eq!(div_like(DivKind::Mod, Const(-7), Const(3)), Const(2));
        assert_eq!(div_like(DivKind::FloorDiv, Const(-7), Const(3)), Const(-3));
        assert_eq!(div_like(DivKind::CeilDiv, Const(7), Const(3)), Const(3));
        // Division by zero is left for the verifier.
        assert_eq!(
            div_like(DivKind::Mod, Const(1), Const(0)),
            Mod(Box::new(Const(1)), Box::new(Const(0)))
        );
    }
}
