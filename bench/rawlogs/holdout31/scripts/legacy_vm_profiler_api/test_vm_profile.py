# cause: legacy_vm_profiler_api
# expect: AttributeError: 'VirtualMachine' object has no attribute 'profile'
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((32, 32), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            a = bb.emit(relax.op.matmul(x, x))
            b = bb.emit(relax.op.nn.softmax(a))
            out = bb.emit_output(b)
        bb.emit_func_output(out)
    return bb.get()


def test_profile_has_kernel_rows():
    ex = tvm.compile(build(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = tvm.runtime.tensor(np.eye(32, dtype="float32"))
    report = vm.profile("main", x)
    csv = report.csv()
    assert "matmul" in csv and "softmax" in csv
