# cause: vm_module_not_initialized
# expect: Segfault encountered
# capture: combined
import os
import tempfile

import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 5), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.softmax(x, axis=-1))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


path = os.path.join(tempfile.mkdtemp(), "softmax.so")
tvm.compile(build(), target="llvm").export_library(path)
print("exported", os.path.basename(path), flush=True)

lib = tvm.runtime.load_module(path)
vm = lib["vm_load_executable"]()
set_input, invoke, get_output = vm["set_input"], vm["invoke_stateful"], vm["get_output"]
set_input("main", tvm.runtime.tensor(np.zeros((2, 5), dtype="float32")))
invoke("main")
print(get_output("main").numpy())
