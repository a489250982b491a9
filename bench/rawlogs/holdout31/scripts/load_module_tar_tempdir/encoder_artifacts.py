# cause: load_module_tar_tempdir
# expect: File exists: '.*/encoder'
# capture: ipython
import os

import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 6), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.softmax(relax.op.tanh(x), axis=-1))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


ex = tvm.compile(build(), target="llvm")
# a shared library for the C++ app and a tarball for the python service, side by side
ex.export_library("encoder")
ex.export_library("encoder.tar")
print(sorted(f for f in os.listdir(".") if f.startswith("encoder")))

lib = tvm.runtime.load_module("encoder.tar")
vm = relax.VirtualMachine(lib, tvm.cpu())
print(vm["main"](np.zeros((3, 6), dtype="float32")).numpy())
