# cause: instrument_return_truthy
# expect: AttributeError: 'NoneType' object has no attribute 'numpy'
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 5), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.log_softmax(x, axis=-1))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


class CallRecorder:
    def __init__(self):
        self.events = []

    def __call__(self, func, name, before_run, ret_value, *args):
        self.events.append((name, before_run))
        return len(self.events) > 0


def test_log_softmax_with_recorder():
    ex = tvm.compile(build(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    rec = CallRecorder()
    vm.set_instrument(rec)
    x = np.zeros((3, 5), dtype="float32")
    vm.set_input("main", x)
    vm.invoke_stateful("main")
    out = vm.get_outputs("main")
    np.testing.assert_allclose(out.numpy(), np.full((3, 5), -np.log(5.0)), rtol=1e-5)
    assert any(name == "log_softmax" for name, _ in rec.events)
