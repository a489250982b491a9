# cause: maxunpool_symbolic_input_shape
# expect: 'Var' object has no attribute 'value'
# capture: pytest-line
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_unpool_dyn_batch():
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 1, 2, 2])
    idx = helper.make_tensor_value_info("idx", TensorProto.INT64, ["N", 1, 2, 2])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    node = helper.make_node("MaxUnpool", ["x", "idx"], ["y"], kernel_shape=[2, 2], strides=[2, 2])
    model = helper.make_model(helper.make_graph([node], "unpool", [x, idx], [y]),
                              opset_imports=[helper.make_opsetid("", 11)])
    mod = from_onnx(model)
    ex = tvm.compile(mod, target="llvm")
