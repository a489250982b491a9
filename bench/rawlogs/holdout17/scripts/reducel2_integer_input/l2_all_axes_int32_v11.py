# cause: reducel2_integer_input
# expect: requires the input tensor to have float dtype
# capture: pytest-short
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_l2_all_axes_int32_v11():
    g = helper.make_graph([helper.make_node("ReduceL2", ["v"], ["n"])], "l2_all",
                          [helper.make_tensor_value_info("v", TensorProto.INT32, ["k", 3])],
                          [helper.make_tensor_value_info("n", TensorProto.INT32, None)])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 11)])
    print(helper.printable_graph(model.graph))
    mod = from_onnx(model)
