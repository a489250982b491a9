# cause: prim_func_missing_s_tir_flag
# expect: TIR verifier does not support statement s_tir\.SBlockRealize
# capture: ipython
import numpy as np
import tvm
from tvm.script import tirx as T

@T.prim_func
def relu6(A: T.Buffer((8, 8), "float16"), B: T.Buffer((8, 8), "float16")):
    T.func_attr({"global_symbol": "relu6", "tirx.noalias": True})
    for i, j in T.grid(8, 8):
        with T.sblock("B"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = T.min(T.max(A[vi, vj], T.float16(0)), T.float16(6))

lib = tvm.compile(relu6, target="llvm")
