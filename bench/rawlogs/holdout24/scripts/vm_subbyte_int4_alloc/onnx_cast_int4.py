# cause: vm_subbyte_int4_alloc
# expect: dtype\.bits % 8 == 0 \(4 vs\. 0\)
# capture: pytest
import numpy as np
import onnx
from onnx import TensorProto, helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def make_cast_chain():
    nodes = [
        helper.make_node("Cast", ["x"], ["x_i4"], to=TensorProto.INT4),
        helper.make_node("Cast", ["x_i4"], ["y"], to=TensorProto.FLOAT),
    ]
    graph = helper.make_graph(
        nodes, "int4_cast",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 8])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [4, 8])],
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 21)])


def test_int4_cast_roundtrip():
    model = make_cast_chain()
    onnx.checker.check_model(model)
    mod = from_onnx(model)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(-16, 16, dtype="float32").reshape(4, 8) / 2
    y = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_array_equal(y, np.clip(np.trunc(x), -8, 7))
