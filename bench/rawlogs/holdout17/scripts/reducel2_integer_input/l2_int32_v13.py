# cause: reducel2_integer_input
# expect: requires the input tensor to have float dtype
# capture: pytest
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_l2_int32_v13():
    x = helper.make_tensor_value_info("x", TensorProto.INT32, [3, 4])
    y = helper.make_tensor_value_info("y", TensorProto.INT32, None)
    model = helper.make_model(helper.make_graph([helper.make_node("ReduceL2", ["x"], ["y"], axes=[1], keepdims=0)], "l2", [x], [y]),
                              opset_imports=[helper.make_opsetid("", 13)])
    mod = from_onnx(model)
