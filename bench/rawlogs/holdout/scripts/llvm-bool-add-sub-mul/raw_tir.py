# cause: llvm-bool-add-sub-mul
# expect: CreateMul[\s\S]*MatchesCode\(DLDataTypeCode::kDLFloat\)
import tvm
from tvm.script import tirx as T


@T.prim_func
def gate(A: T.Buffer((16,), "bool"), B: T.Buffer((16,), "bool"), C: T.Buffer((16,), "bool")):
    T.func_attr({"global_symbol": "gate"})
    for i in range(16):
        C[i] = A[i] * B[i]


lib = tvm.tirx.build(gate, target="llvm")
print(lib)
