# cause: dce_unknown_entry_function
# expect: Cannot find global var "\w+" in the Module
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



def test_dce_after_export():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2,), "float32"))
    with bb.function("predict", [x]):
        bb.emit_func_output(bb.emit(relax.op.abs(x)))
    mod = bb.get()
    mod = relax.transform.DeadCodeElimination(entry_functions=["main"])(mod)
