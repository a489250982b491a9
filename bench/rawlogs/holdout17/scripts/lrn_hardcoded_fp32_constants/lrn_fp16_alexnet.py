# cause: lrn_hardcoded_fp32_constants
# expect: Binary operators must have the same datatype for both operands
# capture: pytest
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_lrn_fp16_alexnet():
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT16, [1, 8, 5, 5])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT16, None)
    node = helper.make_node("LRN", ["x"], ["y"], size=5, alpha=1e-4, beta=0.75, bias=2.0)
    model = helper.make_model(helper.make_graph([node], "alexnet_lrn", [x], [y]), opset_imports=[helper.make_opsetid("", 13)])
    mod = from_onnx(model)
    ex = tvm.compile(mod, target="llvm")
