# cause: llvm-codegen-bool-arith
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: pytest
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax


def binop(fn, dtype):
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((4,), dtype))
    b = relax.Var("b", relax.TensorType((4,), dtype))
    with bb.function("main", [a, b]):
        bb.emit_func_output(bb.emit(fn(a, b)))
    return tvm.compile(bb.get(), "llvm")


def test_mul_int8():
    binop(relax.op.multiply, "int8")


def test_and_bool():
    binop(relax.op.logical_and, "bool")


def test_mul_bool():
    binop(relax.op.multiply, "bool")
